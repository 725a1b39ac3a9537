-- Subscription runs are keyed on what is delivered (customer, source order, day) and belong to the
-- source order, no longer to the subscription row: deleting a subscription and creating it again
-- keeps them (issue 21, finding 9). Existing rows take the customer of their source order.
ALTER TABLE "subscription_runs" DROP CONSTRAINT "subscription_runs_suscripcion_subscriptions_pedido_fk";--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD COLUMN "user_id" integer;--> statement-breakpoint
UPDATE "subscription_runs" SET "user_id" = "orders"."user_id" FROM "orders" WHERE "orders"."pedido" = "subscription_runs"."suscripcion";--> statement-breakpoint
DELETE FROM "subscription_runs" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "subscription_runs" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_runs" DROP CONSTRAINT "subscription_runs_suscripcion_fecha_pk";--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_user_id_suscripcion_fecha_pk" PRIMARY KEY("user_id","suscripcion","fecha");--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_suscripcion_orders_pedido_fk" FOREIGN KEY ("suscripcion") REFERENCES "public"."orders"("pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Unpaid orders expire (server/services/orderExpiry.ts): the sweep and the lazy checks read only the orders that still can.
CREATE INDEX "orders_unpaid_created_at_idx" ON "orders" USING btree ("created_at") WHERE "orders"."estado" = 'recibido' AND "orders"."estadopago" <> 'APROBADO';
