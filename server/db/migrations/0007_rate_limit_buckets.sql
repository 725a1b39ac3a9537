-- UNLOGGED: counters of the last minutes need no crash safety, and skip the WAL on every request.
CREATE UNLOGGED TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"at_ms" bigint NOT NULL,
	"full_at_ms" bigint NOT NULL,
	"allowed" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_full_at_idx" ON "rate_limit_buckets" USING btree ("full_at_ms");