/** Reviews on delivered work: customers rate the transporter, and some transporters rate the customer. */
import type { Db } from '../db/client';
import { reviews } from '../db/schema';
import type { SeededTransport } from './auctions';
import type { People } from './people';
import type { Clock, Random } from './random';

/** [rating, text]: mostly happy, a few honest complaints, in the customers' languages. */
const aboutTransporters: [number, string][] = [
  [5, 'Everything arrived in perfect condition and the driver called an hour ahead. Highly recommended.'],
  [5, 'Sve pohvale! Tačni, pažljivi i ljubazni. Namještaj stigao bez ogrebotine.'],
  [4, 'Good service and a fair price. Delivery was half a day later than agreed, but they kept me informed.'],
  [5, 'Alles pünktlich und sauber verladen. Gerne wieder.'],
  [3, 'Roba je stigla cijela, ali je kamion kasnio tri sata i niko se nije javljao.'],
  [4, 'Брзо и коректно, препоручујем.'],
  [2, 'The pallets arrived, but one was damaged and the claim took weeks.'],
  [5, 'Profesionalno od početka do kraja, vozač je pomogao i oko carinskih papira.'],
  [4, 'Friendly team; the dog travelled comfortably and got water breaks.'],
];

const aboutCustomers: [number, string][] = [
  [5, 'Well-prepared load and paid on time. A pleasure to work with.'],
  [5, 'Sve je bilo spremno za utovar, preporuka.'],
  [4, 'Einwandfreie Zusammenarbeit, nur die Zufahrt war etwas eng.'],
  [5, 'Flexible about the pickup time, thank you!'],
];

export async function seedReviews(db: Db, people: People, delivered: SeededTransport[], random: Random, clock: Clock): Promise<void> {
  const rows: (typeof reviews.$inferInsert)[] = [];
  delivered.forEach((transport, i) => {
    const { winner } = transport;
    if (!winner) return;
    const after = (days: number) => {
      const at = clock.ago(-clock.offsetOf(transport.deliveryDate) - days);
      return at > clock.now ? clock.ago(0.01) : at;
    };
    const [rating, text] = aboutTransporters[i % aboutTransporters.length] ?? [5, null];
    rows.push({
      authorId: transport.ownerId,
      subjectUserId: winner.user.id,
      subjectCompanyId: winner.company.id,
      transportId: transport.id,
      rating,
      text,
      createdAt: after(random.float(0.3, 3)),
    });
    if (i % 2 === 0) {
      const [back, backText] = aboutCustomers[(i / 2) % aboutCustomers.length] ?? [5, null];
      rows.push({
        authorId: winner.user.id,
        subjectUserId: transport.ownerId,
        subjectCompanyId: people.companyOf.get(transport.ownerId) ?? null,
        transportId: transport.id,
        rating: back,
        text: backText,
        createdAt: after(random.float(0.5, 4)),
      });
    }
  });
  if (rows.length > 0) await db.insert(reviews).values(rows);
}
