-- Row-level security: the second line of tenant isolation, behind the repositories' clan_id filters.
-- Requests run as giapha_app (no table of its own, no BYPASSRLS), with app.clan_id set to the request's
-- clan on each connection (src/db/client.ts); every clan table lets that role see and write only the
-- rows of that clan, and nothing when no clan is set. The user that runs the migrations (the tables'
-- owner) keeps full access through an explicit maintenance policy, since the tables are FORCEd.
-- On the embedded database the connecting user is a superuser, which row-level security never binds:
-- there the application layer's checks are the only line (docs/ARCHITECTURE.md).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'giapha_app') THEN
    CREATE ROLE giapha_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
  WHEN insufficient_privilege THEN
    RAISE NOTICE 'giapha_app was not created (%): requests will run on the application checks alone', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'giapha_app') THEN
    EXECUTE format('GRANT giapha_app TO %I', current_user);
    GRANT USAGE ON SCHEMA public TO giapha_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO giapha_app;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO giapha_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO giapha_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO giapha_app;
  END IF;
EXCEPTION
  WHEN insufficient_privilege THEN
    RAISE NOTICE 'giapha_app was not granted its rights (%)', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  clan_table record;
BEGIN
  FOR clan_table IN
    SELECT c.table_name
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'clan_id' AND t.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', clan_table.table_name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', clan_table.table_name);
    EXECUTE format(
      'CREATE POLICY clan_isolation ON %I USING (clan_id = nullif(current_setting(''app.clan_id'', true), '''')::uuid) '
      'WITH CHECK (clan_id = nullif(current_setting(''app.clan_id'', true), '''')::uuid)',
      clan_table.table_name
    );
    EXECUTE format(
      'CREATE POLICY owner_maintenance ON %I TO %I USING (true) WITH CHECK (true)',
      clan_table.table_name,
      current_user
    );
  END LOOP;
END $$;
