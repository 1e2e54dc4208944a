-- Issue 25 (stock and fleet): staff now change a branch's test-drive cars and its Cubain fleet in the
-- console. Which branches offer a model for a test drive, and which rental classes a desk has, is
-- on every booking form: those tables bump the data version like the catalogue's (migration 0005).
-- product_stock stays out (orders change it all day); the console's stock writes bump the version
-- themselves (apps/api/src/modules/staff-stock).
CREATE TRIGGER kemudi_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "test_drive_units" FOR EACH STATEMENT EXECUTE FUNCTION kemudi_bump_data_version();--> statement-breakpoint
CREATE TRIGGER kemudi_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rental_fleet" FOR EACH STATEMENT EXECUTE FUNCTION kemudi_bump_data_version();
