CREATE TABLE "subscription_runs" (
	"suscripcion" integer NOT NULL,
	"fecha" text NOT NULL,
	"estado" text NOT NULL,
	"pedido" integer,
	"motivo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_runs_suscripcion_fecha_pk" PRIMARY KEY("suscripcion","fecha")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pausada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "omitir_fecha" text;--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_suscripcion_subscriptions_pedido_fk" FOREIGN KEY ("suscripcion") REFERENCES "public"."subscriptions"("pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_pedido_orders_pedido_fk" FOREIGN KEY ("pedido") REFERENCES "public"."orders"("pedido") ON DELETE set null ON UPDATE no action;