CREATE TABLE "draft_trees" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"source_name" text,
	"source_hash" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"tree_id" uuid,
	"nodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"families" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"connections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"node_count" integer DEFAULT 0 NOT NULL,
	"family_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "draft_trees_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
ALTER TABLE "draft_trees" ADD CONSTRAINT "draft_trees_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_trees_clan_created_idx" ON "draft_trees" USING btree ("clan_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "draft_trees_clan_hash_idx" ON "draft_trees" USING btree ("clan_id","source_hash");