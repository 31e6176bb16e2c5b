import type { OrderAdminOrder } from "../api/orders-client.ts";

type Pack = NonNullable<NonNullable<OrderAdminOrder["choices"]>["service_pack"]>;

/**
 * The service pack the buyer added at checkout (decision 171), on the admin's order detail: its
 * terms as the buyer saw them, its price and the total with the vehicle, as the server computed them.
 */
export function OrderServicePack({ pack }: { pack: Pack | null | undefined }) {
  if (pack === undefined) return null;
  return (
    <section
      className="admin-order__choices"
      aria-labelledby="order-service-pack-title"
      data-testid="order-service-pack"
    >
      <h3 id="order-service-pack-title">Service pack</h3>
      {pack === null ? (
        <p>None chosen</p>
      ) : (
        <dl className="admin-order__facts">
          <dt>Pack</dt>
          <dd data-testid="order-service-pack-name">
            {pack.name}
            {pack.local_name ? (
              <>
                {" "}
                (<bdi data-testid="order-service-pack-local-name">{pack.local_name}</bdi>)
              </>
            ) : null}{" "}
            ({pack.key}), {pack.years} {pack.years === 1 ? "year" : "years"}
          </dd>
          <dt>Price</dt>
          <dd data-testid="order-service-pack-price">{pack.price_text || "Included"}</dd>
          <dt>Vehicle with the pack</dt>
          <dd data-testid="order-service-pack-total">{pack.total_text}</dd>
        </dl>
      )}
    </section>
  );
}
