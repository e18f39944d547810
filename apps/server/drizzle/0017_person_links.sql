-- "Me" in the tree (issue 23): a member's link to their person (users.person_id, at most one account per
-- person), their requests (person_claims, at most one pending each) and the xưng hô register.
-- users.person_id: deleting the person clears only person_id (PostgreSQL 15's column list; a plain SET NULL
-- would null clan_id too).
CREATE TABLE "person_claims" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" uuid,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_claims_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "kinship_region" text DEFAULT 'north' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kinship_region" text;--> statement-breakpoint
ALTER TABLE "person_claims" ADD CONSTRAINT "person_claims_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_claims" ADD CONSTRAINT "person_claims_clan_id_user_id_users_clan_id_id_fk" FOREIGN KEY ("clan_id","user_id") REFERENCES "public"."users"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_claims" ADD CONSTRAINT "person_claims_clan_id_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_claims_clan_user_pending_key" ON "person_claims" USING btree ("clan_id","user_id") WHERE "person_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "person_claims_clan_status_idx" ON "person_claims" USING btree ("clan_id","status","created_at");--> statement-breakpoint
CREATE INDEX "person_claims_clan_person_idx" ON "person_claims" USING btree ("clan_id","person_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_clan_id_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE SET NULL ("person_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_clan_person_key" ON "users" USING btree ("clan_id","person_id") WHERE "users"."person_id" is not null;--> statement-breakpoint
-- Row-level security for the new clan table, as migration 0009 set it up for the others.
DO $$
BEGIN
  ALTER TABLE "person_claims" ENABLE ROW LEVEL SECURITY;
  ALTER TABLE "person_claims" FORCE ROW LEVEL SECURITY;
  CREATE POLICY clan_isolation ON "person_claims"
    USING (clan_id = nullif(current_setting('app.clan_id', true), '')::uuid)
    WITH CHECK (clan_id = nullif(current_setting('app.clan_id', true), '')::uuid);
  EXECUTE format('CREATE POLICY owner_maintenance ON "person_claims" TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
