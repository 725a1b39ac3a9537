-- The provider's transaction id on the attempt it settled (Wompi's transaction.id): one transaction settles one
-- attempt, as Wompi's event checksum does not sign the reference (server/payments/wompi.ts). NULLs stay distinct.
ALTER TABLE "payments" ADD COLUMN "transaccion" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_proveedor_transaccion_unique" ON "payments" USING btree ("proveedor","transaccion");