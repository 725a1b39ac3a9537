CREATE TABLE "coupon_redemptions" (
	"nrocupon" text NOT NULL,
	"user_id" integer NOT NULL,
	"pedido" integer NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_nrocupon_user_id_pk" PRIMARY KEY("nrocupon","user_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"nrocupon" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"valor_cupon" integer NOT NULL,
	"monto_minimo" integer NOT NULL,
	"materiales_aplica" text DEFAULT '' NOT NULL,
	"crudo_a_la_carta" text DEFAULT '' NOT NULL,
	"single_use" boolean DEFAULT false NOT NULL,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"registro" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"vigente_desde" text,
	"vigente_hasta" text,
	"redeemed_by_order" integer,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"codigo_producto" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_user_id_codigo_producto_pk" PRIMARY KEY("user_id","codigo_producto")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"pedido" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pdv" text NOT NULL,
	"calificacion" integer NOT NULL,
	"motivo" text NOT NULL,
	"observacion" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"pedido" integer NOT NULL,
	"estado" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	CONSTRAINT "order_status_history_pedido_estado_pk" PRIMARY KEY("pedido","estado")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"pedido" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"frecuencia" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_nrocupon_coupons_nrocupon_fk" FOREIGN KEY ("nrocupon") REFERENCES "public"."coupons"("nrocupon") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_pedido_orders_pedido_fk" FOREIGN KEY ("pedido") REFERENCES "public"."orders"("pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_redeemed_by_order_orders_pedido_fk" FOREIGN KEY ("redeemed_by_order") REFERENCES "public"."orders"("pedido") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_codigo_producto_products_codigo_producto_fk" FOREIGN KEY ("codigo_producto") REFERENCES "public"."products"("codigo_producto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_pedido_orders_pedido_fk" FOREIGN KEY ("pedido") REFERENCES "public"."orders"("pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_pedido_orders_pedido_fk" FOREIGN KEY ("pedido") REFERENCES "public"."orders"("pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pedido_orders_pedido_fk" FOREIGN KEY ("pedido") REFERENCES "public"."orders"("pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");