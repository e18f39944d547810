-- Rate-limit counts shared by the server processes on one PostgreSQL; UNLOGGED: no WAL, emptied after a crash.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
