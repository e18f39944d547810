CREATE TABLE "branch_roles" (
	"clan_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_roles_clan_id_branch_id_user_id_pk" PRIMARY KEY("clan_id","branch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tree_id" uuid NOT NULL,
	"root_person_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "branches_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
CREATE TABLE "reminder_follows" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"branch_id" uuid,
	"person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_follows_clan_id_id_pk" PRIMARY KEY("clan_id","id"),
	CONSTRAINT "reminder_follows_one_target" CHECK (("reminder_follows"."branch_id" is null) <> ("reminder_follows"."person_id" is null))
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"clan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"occurs_on" date NOT NULL,
	"days_ahead" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_clan_id_user_id_subject_occurs_on_days_ahead_pk" PRIMARY KEY("clan_id","user_id","subject","occurs_on","days_ahead")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"clan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"mail_enabled" boolean DEFAULT false NOT NULL,
	"days_ahead" integer[] DEFAULT '{7,1}'::integer[] NOT NULL,
	"include_events" boolean DEFAULT true NOT NULL,
	"calendar_key" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_clan_id_user_id_pk" PRIMARY KEY("clan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"person_id" uuid NOT NULL,
	"other_person_id" uuid,
	"tree_id" uuid,
	"payload" jsonb NOT NULL,
	"base" jsonb,
	"base_version" integer,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "suggestions_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
ALTER TABLE "branch_roles" ADD CONSTRAINT "branch_roles_clan_id_branch_id_branches_clan_id_id_fk" FOREIGN KEY ("clan_id","branch_id") REFERENCES "public"."branches"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_roles" ADD CONSTRAINT "branch_roles_clan_id_user_id_users_clan_id_id_fk" FOREIGN KEY ("clan_id","user_id") REFERENCES "public"."users"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_clan_id_tree_id_trees_clan_id_id_fk" FOREIGN KEY ("clan_id","tree_id") REFERENCES "public"."trees"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_clan_id_root_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","root_person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_follows" ADD CONSTRAINT "reminder_follows_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_follows" ADD CONSTRAINT "reminder_follows_clan_id_user_id_users_clan_id_id_fk" FOREIGN KEY ("clan_id","user_id") REFERENCES "public"."users"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_follows" ADD CONSTRAINT "reminder_follows_clan_id_branch_id_branches_clan_id_id_fk" FOREIGN KEY ("clan_id","branch_id") REFERENCES "public"."branches"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_follows" ADD CONSTRAINT "reminder_follows_clan_id_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_clan_id_user_id_users_clan_id_id_fk" FOREIGN KEY ("clan_id","user_id") REFERENCES "public"."users"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_clan_id_user_id_users_clan_id_id_fk" FOREIGN KEY ("clan_id","user_id") REFERENCES "public"."users"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_clan_id_author_id_users_clan_id_id_fk" FOREIGN KEY ("clan_id","author_id") REFERENCES "public"."users"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_clan_id_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_clan_id_other_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","other_person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_clan_id_tree_id_trees_clan_id_id_fk" FOREIGN KEY ("clan_id","tree_id") REFERENCES "public"."trees"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_roles_clan_user_idx" ON "branch_roles" USING btree ("clan_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_clan_tree_root_key" ON "branches" USING btree ("clan_id","tree_id","root_person_id");--> statement-breakpoint
CREATE INDEX "branches_clan_root_idx" ON "branches" USING btree ("clan_id","root_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_follows_branch_key" ON "reminder_follows" USING btree ("clan_id","user_id","branch_id") WHERE "reminder_follows"."branch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_follows_person_key" ON "reminder_follows" USING btree ("clan_id","user_id","person_id") WHERE "reminder_follows"."person_id" is not null;--> statement-breakpoint
CREATE INDEX "reminder_sends_clan_sent_idx" ON "reminder_sends" USING btree ("clan_id","sent_at");--> statement-breakpoint
CREATE INDEX "suggestions_clan_status_idx" ON "suggestions" USING btree ("clan_id","status","created_at");--> statement-breakpoint
CREATE INDEX "suggestions_clan_author_idx" ON "suggestions" USING btree ("clan_id","author_id","created_at");--> statement-breakpoint
CREATE INDEX "suggestions_clan_person_idx" ON "suggestions" USING btree ("clan_id","person_id");--> statement-breakpoint
-- Row-level security for the new clan tables, as migration 0009 set it up for the others.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['branches', 'branch_roles', 'reminder_settings', 'reminder_follows', 'reminder_sends', 'suggestions'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY clan_isolation ON %I USING (clan_id = nullif(current_setting(''app.clan_id'', true), '''')::uuid) WITH CHECK (clan_id = nullif(current_setting(''app.clan_id'', true), '''')::uuid)', t);
    EXECUTE format('CREATE POLICY owner_maintenance ON %I TO %I USING (true) WITH CHECK (true)', t, current_user);
  END LOOP;
END $$;
