-- A draft's content as JSON text: the database never looks inside it, and text costs the embedded database
-- a few dozen ms for 10 MB where jsonb costs a second (schema/drafts.ts).
ALTER TABLE "draft_trees" ALTER COLUMN "nodes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "nodes" SET DATA TYPE text USING "nodes"::text;--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "nodes" SET DEFAULT '[]';--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "families" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "families" SET DATA TYPE text USING "families"::text;--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "families" SET DEFAULT '[]';--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "sources" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "sources" SET DATA TYPE text USING "sources"::text;--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "sources" SET DEFAULT '[]';--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "connections" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "connections" SET DATA TYPE text USING "connections"::text;--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "connections" SET DEFAULT '[]';--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "positions" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "positions" SET DATA TYPE text USING "positions"::text;--> statement-breakpoint
ALTER TABLE "draft_trees" ALTER COLUMN "positions" SET DEFAULT '[]';--> statement-breakpoint
ALTER TABLE "draft_trees" ADD COLUMN "publish_undo" jsonb;
