CREATE TABLE "categories" (
	"grupoportal" text PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"posicion" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_products" (
	"grupoportal" text NOT NULL,
	"codigo_producto" text NOT NULL,
	"posicion" integer NOT NULL,
	CONSTRAINT "category_products_grupoportal_codigo_producto_pk" PRIMARY KEY("grupoportal","codigo_producto")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"pedido" integer NOT NULL,
	"linea" integer NOT NULL,
	"codigo_producto" text NOT NULL,
	"cantidad" integer NOT NULL,
	"precio" integer NOT NULL,
	"porcentaje_iva" double precision NOT NULL,
	"valor_iva" integer NOT NULL,
	"porcentaje_descuento" double precision NOT NULL,
	"valor_descuento" integer NOT NULL,
	"descuento" text NOT NULL,
	"clase_condicion" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "order_lines_pedido_linea_pk" PRIMARY KEY("pedido","linea")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"pedido" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_pedido_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"user_id" integer NOT NULL,
	"pdv" text NOT NULL,
	"cedula" text NOT NULL,
	"konda" text NOT NULL,
	"nombre_recibe" text NOT NULL,
	"fecha_entrega" text NOT NULL,
	"hora_entrega" text NOT NULL,
	"ciudad" text NOT NULL,
	"direccion" text NOT NULL,
	"telefono" text NOT NULL,
	"valor_domicilio" integer NOT NULL,
	"barrio" text NOT NULL,
	"texto_barrio" text NOT NULL,
	"observacion" text NOT NULL,
	"tipo_pago" text NOT NULL,
	"recogeentienda" text NOT NULL,
	"nrocupon" text NOT NULL,
	"estadopago" text NOT NULL,
	"celularpedido" text NOT NULL,
	"numuid" text NOT NULL,
	"playerid" text NOT NULL,
	"aceptaterminos" text NOT NULL,
	"acepta" text NOT NULL,
	"valorbolsa" integer NOT NULL,
	"cuponesvalor" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"iva" integer NOT NULL,
	"descuento" integer NOT NULL,
	"total" integer NOT NULL,
	"estado" text DEFAULT 'recibido' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"konda" text NOT NULL,
	"codigo_producto" text NOT NULL,
	"precio" integer NOT NULL,
	CONSTRAINT "price_lists_konda_codigo_producto_pk" PRIMARY KEY("konda","codigo_producto")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"codigo_producto" text PRIMARY KEY NOT NULL,
	"descripcion_corta" text NOT NULL,
	"descripcion_producto" text NOT NULL,
	"sinonimos" text[] DEFAULT '{}'::text[] NOT NULL,
	"imagen_producto" text NOT NULL,
	"categoria_id" text NOT NULL,
	"precio_base" integer NOT NULL,
	"porcentaje_iva" double precision NOT NULL,
	"unidad_medida_venta" text NOT NULL,
	"cantidadminima" integer DEFAULT 1 NOT NULL,
	"descuento" text DEFAULT '' NOT NULL,
	"porcentaje_descuento" double precision,
	"oferta" text DEFAULT '' NOT NULL,
	"oferta_cantidad_minima" integer,
	"oferta_cantidad_adicional" integer,
	"posicion" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_point_products" (
	"vkbur" text NOT NULL,
	"codigo_producto" text NOT NULL,
	"disponible" boolean NOT NULL,
	CONSTRAINT "sales_point_products_vkbur_codigo_producto_pk" PRIMARY KEY("vkbur","codigo_producto")
);
--> statement-breakpoint
CREATE TABLE "sales_points" (
	"vkbur" text PRIMARY KEY NOT NULL,
	"konda" text NOT NULL,
	"citycode" text NOT NULL,
	"city1" text NOT NULL,
	"is_generic" boolean DEFAULT false NOT NULL,
	"posicion" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombres" text NOT NULL,
	"apellidos" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"cedula" text DEFAULT '' NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"telefono2" text DEFAULT '' NOT NULL,
	"e_administrador" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_grupoportal_categories_grupoportal_fk" FOREIGN KEY ("grupoportal") REFERENCES "public"."categories"("grupoportal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_codigo_producto_products_codigo_producto_fk" FOREIGN KEY ("codigo_producto") REFERENCES "public"."products"("codigo_producto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_pedido_orders_pedido_fk" FOREIGN KEY ("pedido") REFERENCES "public"."orders"("pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_codigo_producto_products_codigo_producto_fk" FOREIGN KEY ("codigo_producto") REFERENCES "public"."products"("codigo_producto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_categoria_id_categories_grupoportal_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categories"("grupoportal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_point_products" ADD CONSTRAINT "sales_point_products_vkbur_sales_points_vkbur_fk" FOREIGN KEY ("vkbur") REFERENCES "public"."sales_points"("vkbur") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_point_products" ADD CONSTRAINT "sales_point_products_codigo_producto_products_codigo_producto_fk" FOREIGN KEY ("codigo_producto") REFERENCES "public"."products"("codigo_producto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));