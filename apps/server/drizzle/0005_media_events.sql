CREATE TABLE "events" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"description" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"location" text,
	"calendar" text NOT NULL,
	"start_date" text,
	"end_date" text,
	"start_time" text,
	"end_time" text,
	"lunar_day" integer,
	"lunar_month" integer,
	"lunar_year" integer,
	"lunar_leap" boolean DEFAULT false NOT NULL,
	"person_id" uuid,
	"template" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "events_clan_id_id_pk" PRIMARY KEY("clan_id","id"),
	CONSTRAINT "events_clan_slug_key" UNIQUE("clan_id","slug")
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cover_image" text,
	"event_date" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "albums_clan_id_id_pk" PRIMARY KEY("clan_id","id"),
	CONSTRAINT "albums_clan_slug_key" UNIQUE("clan_id","slug")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"total_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source_type" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "gio_in_calendar" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_clan_start_date_idx" ON "events" USING btree ("clan_id","start_date");--> statement-breakpoint
CREATE INDEX "events_clan_calendar_idx" ON "events" USING btree ("clan_id","calendar");--> statement-breakpoint
CREATE INDEX "events_clan_person_idx" ON "events" USING btree ("clan_id","person_id");--> statement-breakpoint
CREATE INDEX "events_clan_search_idx" ON "events" USING gin ("clan_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "albums_clan_event_date_idx" ON "albums" USING btree ("clan_id","event_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "albums_clan_search_idx" ON "albums" USING gin ("clan_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_clan_created_idx" ON "files" USING btree ("clan_id","created_at");