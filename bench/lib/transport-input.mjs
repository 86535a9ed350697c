// The transport the load and crash benches post: Beograd → Sarajevo, loading in three days.
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
