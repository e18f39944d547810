CREATE TABLE "places" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"old_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"note" text,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "places_clan_id_id_pk" PRIMARY KEY("clan_id","id"),
	CONSTRAINT "places_clan_name_key" UNIQUE("clan_id","name")
);
--> statement-breakpoint
CREATE TABLE "citations" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"page_id" uuid,
	"page" text,
	"person_id" uuid,
	"event_id" uuid,
	"family_id" uuid,
	"fact" text NOT NULL,
	"quote" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "citations_clan_id_id_pk" PRIMARY KEY("clan_id","id"),
	CONSTRAINT "citations_one_owner" CHECK (num_nonnulls("citations"."person_id", "citations"."event_id", "citations"."family_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "graves" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"cemetery" text,
	"place_id" uuid,
	"plot" text,
	"latitude" double precision,
	"longitude" double precision,
	"note" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "graves_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
CREATE TABLE "life_events" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid,
	"family_id" uuid,
	"type" text NOT NULL,
	"label" text,
	"value" text,
	"date" jsonb,
	"place_id" uuid,
	"note" text,
	"position" integer DEFAULT 0 NOT NULL,
	"gedcom_extra" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "life_events_clan_id_id_pk" PRIMARY KEY("clan_id","id"),
	CONSTRAINT "life_events_one_owner" CHECK (("life_events"."person_id" is null) <> ("life_events"."family_id" is null))
);
--> statement-breakpoint
CREATE TABLE "source_pages" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"image" text,
	"transcription" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "source_pages_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"author" text,
	"date" text,
	"repository" text,
	"note" text,
	"search_text" text NOT NULL,
	"gedcom_extra" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sources_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "gedcom_extra" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "name_han_nom" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "birth_place_id" uuid;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "death_place_id" uuid;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "gedcom_extra" text;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_clan_id_source_id_sources_clan_id_id_fk" FOREIGN KEY ("clan_id","source_id") REFERENCES "public"."sources"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_clan_id_page_id_source_pages_clan_id_id_fk" FOREIGN KEY ("clan_id","page_id") REFERENCES "public"."source_pages"("clan_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_clan_id_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_clan_id_event_id_life_events_clan_id_id_fk" FOREIGN KEY ("clan_id","event_id") REFERENCES "public"."life_events"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_clan_id_family_id_families_clan_id_id_fk" FOREIGN KEY ("clan_id","family_id") REFERENCES "public"."families"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graves" ADD CONSTRAINT "graves_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graves" ADD CONSTRAINT "graves_clan_id_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graves" ADD CONSTRAINT "graves_clan_id_place_id_places_clan_id_id_fk" FOREIGN KEY ("clan_id","place_id") REFERENCES "public"."places"("clan_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_clan_id_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_clan_id_family_id_families_clan_id_id_fk" FOREIGN KEY ("clan_id","family_id") REFERENCES "public"."families"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_clan_id_place_id_places_clan_id_id_fk" FOREIGN KEY ("clan_id","place_id") REFERENCES "public"."places"("clan_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_pages" ADD CONSTRAINT "source_pages_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_pages" ADD CONSTRAINT "source_pages_clan_id_source_id_sources_clan_id_id_fk" FOREIGN KEY ("clan_id","source_id") REFERENCES "public"."sources"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "places_clan_search_idx" ON "places" USING gin ("clan_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "citations_clan_source_idx" ON "citations" USING btree ("clan_id","source_id");--> statement-breakpoint
CREATE INDEX "citations_clan_person_idx" ON "citations" USING btree ("clan_id","person_id");--> statement-breakpoint
CREATE INDEX "citations_clan_event_idx" ON "citations" USING btree ("clan_id","event_id");--> statement-breakpoint
CREATE INDEX "citations_clan_family_idx" ON "citations" USING btree ("clan_id","family_id");--> statement-breakpoint
CREATE INDEX "graves_clan_person_idx" ON "graves" USING btree ("clan_id","person_id");--> statement-breakpoint
CREATE INDEX "graves_clan_place_idx" ON "graves" USING btree ("clan_id","place_id");--> statement-breakpoint
CREATE INDEX "life_events_clan_person_idx" ON "life_events" USING btree ("clan_id","person_id");--> statement-breakpoint
CREATE INDEX "life_events_clan_family_idx" ON "life_events" USING btree ("clan_id","family_id");--> statement-breakpoint
CREATE INDEX "life_events_clan_place_idx" ON "life_events" USING btree ("clan_id","place_id");--> statement-breakpoint
CREATE INDEX "source_pages_clan_source_idx" ON "source_pages" USING btree ("clan_id","source_id","position");--> statement-breakpoint
CREATE INDEX "sources_clan_search_idx" ON "sources" USING gin ("clan_id","search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_clan_id_birth_place_id_places_clan_id_id_fk" FOREIGN KEY ("clan_id","birth_place_id") REFERENCES "public"."places"("clan_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_clan_id_death_place_id_places_clan_id_id_fk" FOREIGN KEY ("clan_id","death_place_id") REFERENCES "public"."places"("clan_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Row-level security for the new clan tables, as migration 0009 set it up for the others.
DO $$
DECLARE
  clan_table text;
BEGIN
  FOREACH clan_table IN ARRAY ARRAY['places', 'life_events', 'graves', 'sources', 'source_pages', 'citations']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', clan_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', clan_table);
    EXECUTE format(
      'CREATE POLICY clan_isolation ON %I USING (clan_id = nullif(current_setting(''app.clan_id'', true), '''')::uuid) '
      'WITH CHECK (clan_id = nullif(current_setting(''app.clan_id'', true), '''')::uuid)',
      clan_table
    );
    EXECUTE format(
      'CREATE POLICY owner_maintenance ON %I TO %I USING (true) WITH CHECK (true)',
      clan_table,
      current_user
    );
  END LOOP;
END $$;
