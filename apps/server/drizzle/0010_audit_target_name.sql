-- The target's name as it was when the entry was written; older rows keep null and the page falls back.
ALTER TABLE "audit_logs" ADD COLUMN "target_name" text;