CREATE TABLE "families" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"father_id" uuid,
	"mother_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "families_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
CREATE TABLE "family_children" (
	"clan_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"mother_id" uuid,
	"relation" text DEFAULT 'birth' NOT NULL,
	CONSTRAINT "family_children_clan_id_family_id_person_id_pk" PRIMARY KEY("clan_id","family_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "family_spouses" (
	"clan_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "family_spouses_clan_id_family_id_person_id_pk" PRIMARY KEY("clan_id","family_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"surname" text,
	"search_text" text NOT NULL,
	"sex" text DEFAULT 'unknown' NOT NULL,
	"generation" integer,
	"ordinal_number" integer,
	"biography" text DEFAULT 'Tiểu sử chưa được viết' NOT NULL,
	"other_names" jsonb DEFAULT '{"tenHuy":null,"tenTu":null,"hieu":null,"thuyHieu":null}'::jsonb NOT NULL,
	"birth" jsonb,
	"death" jsonb,
	"deceased" boolean DEFAULT false NOT NULL,
	"burial_place" text,
	"avatar" text,
	"contact" jsonb,
	"notes" text,
	"x" double precision DEFAULT 0 NOT NULL,
	"y" double precision DEFAULT 0 NOT NULL,
	"width" double precision DEFAULT 110 NOT NULL,
	"height" double precision DEFAULT 220 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "persons_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
CREATE TABLE "tree_families" (
	"clan_id" uuid NOT NULL,
	"tree_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	CONSTRAINT "tree_families_clan_id_tree_id_family_id_pk" PRIMARY KEY("clan_id","tree_id","family_id")
);
--> statement-breakpoint
CREATE TABLE "tree_positions" (
	"clan_id" uuid NOT NULL,
	"tree_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision,
	"height" double precision,
	CONSTRAINT "tree_positions_clan_id_tree_id_person_id_pk" PRIMARY KEY("clan_id","tree_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "trees" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_by" uuid,
	"hide_spouses" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"generation_sizes" jsonb,
	"decor_nodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text DEFAULT 'original' NOT NULL,
	"source_tree_id" uuid,
	"split_person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "trees_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_clan_id_father_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","father_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_clan_id_mother_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","mother_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_children" ADD CONSTRAINT "family_children_clan_id_family_id_families_clan_id_id_fk" FOREIGN KEY ("clan_id","family_id") REFERENCES "public"."families"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_children" ADD CONSTRAINT "family_children_clan_id_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_spouses" ADD CONSTRAINT "family_spouses_clan_id_family_id_families_clan_id_id_fk" FOREIGN KEY ("clan_id","family_id") REFERENCES "public"."families"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_spouses" ADD CONSTRAINT "family_spouses_clan_id_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_families" ADD CONSTRAINT "tree_families_clan_id_tree_id_trees_clan_id_id_fk" FOREIGN KEY ("clan_id","tree_id") REFERENCES "public"."trees"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_families" ADD CONSTRAINT "tree_families_clan_id_family_id_families_clan_id_id_fk" FOREIGN KEY ("clan_id","family_id") REFERENCES "public"."families"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_positions" ADD CONSTRAINT "tree_positions_clan_id_tree_id_trees_clan_id_id_fk" FOREIGN KEY ("clan_id","tree_id") REFERENCES "public"."trees"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_positions" ADD CONSTRAINT "tree_positions_clan_id_person_id_persons_clan_id_id_fk" FOREIGN KEY ("clan_id","person_id") REFERENCES "public"."persons"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trees" ADD CONSTRAINT "trees_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "families_clan_father_idx" ON "families" USING btree ("clan_id","father_id");--> statement-breakpoint
CREATE INDEX "families_clan_mother_idx" ON "families" USING btree ("clan_id","mother_id");--> statement-breakpoint
CREATE INDEX "family_children_clan_person_idx" ON "family_children" USING btree ("clan_id","person_id");--> statement-breakpoint
CREATE INDEX "family_spouses_clan_person_idx" ON "family_spouses" USING btree ("clan_id","person_id");--> statement-breakpoint
CREATE INDEX "persons_clan_generation_idx" ON "persons" USING btree ("clan_id","generation");--> statement-breakpoint
CREATE INDEX "persons_clan_search_idx" ON "persons" USING gin ("clan_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tree_families_clan_family_idx" ON "tree_families" USING btree ("clan_id","family_id");--> statement-breakpoint
CREATE INDEX "trees_clan_source_idx" ON "trees" USING btree ("clan_id","source_tree_id");--> statement-breakpoint
CREATE INDEX "trees_clan_split_person_idx" ON "trees" USING btree ("clan_id","split_person_id");