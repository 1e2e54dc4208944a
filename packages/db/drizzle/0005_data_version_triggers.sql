-- Counts changes to what the site shows everyone (see src/schema/meta.ts).
INSERT INTO "data_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kemudi_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every catalogue and content table present now; customer data (newsletter subscriptions) is left out.
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT IN ('data_version', 'newsletter_subscriptions')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER kemudi_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION kemudi_bump_data_version()',
      t
    );
  END LOOP;
END;
$$;
