// The transport the load and crash benches post: Beograd → Sarajevo, loading in three days; and a
// bid on it that bench/api and bench/profile-api update again and again.
const isoDay = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
export const loadingDay = isoDay(3);

export function transportInput(title, description) {
  return {
    loadingAddress: 'Knez Mihailova 1, Beograd',
    loadingCountry: 'RS',
    loadingLat: 44.8176,
    loadingLon: 20.4569,
    loadingDate: loadingDay,
    loadingFlexible: false,
    deliveryAddress: 'Ferhadija 2, Sarajevo',
    deliveryCountry: 'BA',
    deliveryLat: 43.8563,
    deliveryLon: 18.4131,
    deliveryDate: isoDay(5),
    deliveryFlexible: true,
    items: [{ description: 'Boxes of books', type: 'PARCEL', quantity: 2, weightKg: 10, widthCm: 50, heightCm: 40, lengthCm: 30 }],
    title,
    deliveryType: 'PRIVATE',
    description,
    acceptTerms: true,
  };
}

/**
 * A bid the transporter may update again and again: Ana posts an auction, the transporter bids on it
 * with the first vehicle that is accepted. Returns that input (the same body updates the same bid).
 */
export async function standingBid(customer, transporter) {
  const { id: transportId } = await customer.mutate('transports.create', transportInput('Bench auction', 'Posted by bench/api'));
  for (const vehicle of await transporter.query('fleet.list')) {
    const input = {
      transportId,
      amount: 250,
      currency: 'EUR',
      pickupDate: loadingDay,
      vehicleId: vehicle.id,
      validUntil: new Date(Date.now() + 24 * 3_600_000),
    };
    try {
      await transporter.mutate('bids.place', input);
      return input;
    } catch {
      // Not available or not fitting: the next one.
    }
  }
  throw new Error('no vehicle of the transporter may bid on the bench auction');
}
