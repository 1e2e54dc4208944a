-- Issue 24: the sign-in lockout must not tell whether a staff account exists. Wrong passwords for an
-- email that names no usable account are counted and locked like a member's (apps/api/src/modules/staff/auth.ts).
CREATE TABLE "staff_login_failures" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
