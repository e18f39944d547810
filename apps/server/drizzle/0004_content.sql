CREATE TABLE "blogs" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"cover_image" text,
	"category_id" uuid,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" uuid,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "blogs_clan_id_id_pk" PRIMARY KEY("clan_id","id"),
	CONSTRAINT "blogs_clan_slug_key" UNIQUE("clan_id","slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "categories_clan_id_id_pk" PRIMARY KEY("clan_id","id"),
	CONSTRAINT "categories_clan_slug_key" UNIQUE("clan_id","slug")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"open_in_new_tab" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "menu_items_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"clan_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"subtitle" text,
	"content" text,
	"image_url" text,
	"link_label" text,
	"link_url" text,
	"item_limit" integer DEFAULT 3 NOT NULL,
	"category_id" uuid,
	"tree_id" uuid,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sections_clan_id_id_pk" PRIMARY KEY("clan_id","id")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"clan_id" uuid PRIMARY KEY NOT NULL,
	"site_name" text,
	"slogan" text,
	"description" text,
	"logo" text,
	"favicon" text,
	"banner" text,
	"primary_color" text,
	"contact" jsonb,
	"social" jsonb,
	"footer_text" text,
	"date_format" text DEFAULT 'mm/dd/yy' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_clan_id_parent_id_menu_items_clan_id_id_fk" FOREIGN KEY ("clan_id","parent_id") REFERENCES "public"."menu_items"("clan_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blogs_clan_status_published_idx" ON "blogs" USING btree ("clan_id","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blogs_clan_category_idx" ON "blogs" USING btree ("clan_id","category_id");--> statement-breakpoint
CREATE INDEX "blogs_clan_search_idx" ON "blogs" USING gin ("clan_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_clan_position_idx" ON "categories" USING btree ("clan_id","position");--> statement-breakpoint
CREATE INDEX "menu_items_clan_parent_position_idx" ON "menu_items" USING btree ("clan_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "sections_clan_position_idx" ON "sections" USING btree ("clan_id","position");