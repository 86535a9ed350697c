/** Demo accounts: customers (one business), and four transport companies with public profiles. */
import type { AccountType } from '@/lib/constants';
import { unwrap } from '@/lib/utils';
import type { Db } from '../db/client';
import { companies, users, type Company, type User } from '../db/schema';
import type { TransporterSlug } from './plans';
import type { Clock } from './random';

export const demoPassword = 'demo1234';
/** Where the demo's people live: their auctions' bidding days end on these clocks, as the wizard's would. */
export const demoTimeZone = 'Europe/Sarajevo';

interface CompanySeed {
  companyId: string;
  contactPerson: string;
  website: string;
  description: string;
}

interface PersonSeed {
  email: string;
  name: string;
  accountType: AccountType;
  address: string;
  phone: string;
  language: string;
  taxId?: string;
  company?: CompanySeed;
  /** Transporters: names their fleet and tracker ids. */
  slug?: TransporterSlug;
}

const customers: PersonSeed[] = [
  {
    email: 'ana@tovar.example',
    name: 'Ana Kovačević',
    accountType: 'USER',
    address: 'Zmaja od Bosne 8, 71000 Sarajevo, BA',
    phone: '+387 61 234 567',
    language: 'bs',
  },
  // Marko owns nothing: he shows what a brand-new customer sees.
  {
    email: 'marko@tovar.example',
    name: 'Marko Petrović',
    accountType: 'USER',
    address: 'Knez Mihailova 22, 11000 Beograd, RS',
    phone: '+381 64 123 4567',
    language: 'sr-Latn',
  },
  {
    email: 'nabavka@drvoprom.example',
    name: 'Drvoprom d.o.o.',
    accountType: 'COMPANY',
    address: 'Industrijska zona bb, 72220 Zavidovići, BA',
    phone: '+387 32 878 410',
    language: 'bs',
    taxId: '218765430009',
    company: {
      companyId: '4218765430009',
      contactPerson: 'Emir Halilović',
      website: 'https://drvoprom.example',
      description:
        'Sawmill and furniture-board producer from Zavidovići. We ship beech timber and boards to customers across the EU every week.',
    },
  },
  {
    email: 'jelena@tovar.example',
    name: 'Jelena Nikolić',
    accountType: 'USER',
    address: 'Bulevar oslobođenja 46, 21000 Novi Sad, RS',
    phone: '+381 63 845 120',
    language: 'sr-Cyrl',
  },
  {
    email: 'ivan@tovar.example',
    name: 'Ivan Horvat',
    accountType: 'USER',
    address: 'Ilica 112, 10000 Zagreb, HR',
    phone: '+385 91 552 3310',
    language: 'en',
  },
  {
    email: 'amra@tovar.example',
    name: 'Amra Hodžić',
    accountType: 'USER',
    address: 'Turalibegova 15, 75000 Tuzla, BA',
    phone: '+387 62 410 885',
    language: 'bs',
  },
  {
    email: 'stefan@tovar.example',
    name: 'Stefan Jovanović',
    accountType: 'USER',
    address: 'Obrenovićeva 30, 18000 Niš, RS',
    phone: '+381 65 220 7781',
    language: 'sr-Latn',
  },
  {
    email: 'mia@tovar.example',
    name: 'Mia Novak',
    accountType: 'USER',
    address: 'Slovenska cesta 40, 1000 Ljubljana, SI',
    phone: '+386 41 337 902',
    language: 'en',
  },
  {
    email: 'luka@tovar.example',
    name: 'Luka Babić',
    accountType: 'USER',
    address: 'Poljička cesta 25, 21000 Split, HR',
    phone: '+385 98 170 4456',
    language: 'en',
  },
  {
    email: 'elena@tovar.example',
    name: 'Elena Stojanovska',
    accountType: 'USER',
    address: 'Partizanska 12, 1000 Skopje, MK',
    phone: '+389 70 318 664',
    language: 'en',
  },
  {
    email: 'dritan@tovar.example',
    name: 'Dritan Hoxha',
    accountType: 'USER',
    address: 'Rruga e Durrësit 54, 1001 Tiranë, AL',
    phone: '+355 69 204 7713',
    language: 'en',
  },
  {
    email: 'nikola@tovar.example',
    name: 'Nikola Vuković',
    accountType: 'USER',
    address: 'Bulevar Svetog Petra Cetinjskog 80, 81000 Podgorica, ME',
    phone: '+382 67 455 018',
    language: 'sr-Latn',
  },
  {
    email: 'sabina@tovar.example',
    name: 'Sabina Mujić',
    accountType: 'USER',
    address: 'Maršala Tita 120, 88000 Mostar, BA',
    phone: '+387 63 902 114',
    language: 'bs',
  },
  {
    email: 'thomas@tovar.example',
    name: 'Thomas Gruber',
    accountType: 'USER',
    address: 'Mariahilfer Straße 77, 1060 Wien, AT',
    phone: '+43 664 381 2290',
    language: 'de',
  },
];

const transporters: PersonSeed[] = [
  {
    slug: 'balkancargo',
    email: 'dispatch@balkancargo.example',
    name: 'Balkan Cargo d.o.o.',
    accountType: 'TRANSPORT_COMPANY',
    address: 'Rajlovačka cesta 12, 71000 Sarajevo, BA',
    phone: '+387 33 555 120',
    language: 'bs',
    taxId: '201234560007',
    company: {
      companyId: '4201234560007',
      contactPerson: 'Adnan Begović',
      website: 'https://balkancargo.example',
      description:
        'Part and full loads between Bosnia and Herzegovina, the Balkans and the EU since 2009. ADR-certified drivers, customs clearance at our Sarajevo terminal.',
    },
  },
  {
    slug: 'drinatrans',
    email: 'info@drinatrans.example',
    name: 'Drina Trans',
    accountType: 'TRANSPORT_COMPANY',
    address: 'Svetog Save 45, 75400 Zvornik, BA',
    phone: '+387 56 210 334',
    language: 'sr-Latn',
    taxId: '400987650001',
    company: {
      companyId: '4400987650001',
      contactPerson: 'Dragan Simić',
      website: 'https://drinatrans.example',
      description:
        'Family transport company on the Drina: daily lines Zvornik – Beograd – Novi Sad, removals and vehicle transport in BiH and Serbia.',
    },
  },
  {
    slug: 'alpenlogistik',
    email: 'office@alpenlogistik.example',
    name: 'Alpen Logistik GmbH',
    accountType: 'TRANSPORT_COMPANY',
    address: 'Puchstraße 41, 8020 Graz, AT',
    phone: '+43 316 482 910',
    language: 'de',
    taxId: 'ATU68234917',
    company: {
      companyId: 'FN 482913 t',
      contactPerson: 'Katharina Steiner',
      website: 'https://alpenlogistik.example',
      description:
        'Forwarding from Graz: full and part loads between Austria, Germany, Italy and the Western Balkans, with refrigerated trailers and car transporters.',
    },
  },
  {
    slug: 'vardarexpress',
    email: 'kontakt@vardarexpress.example',
    name: 'Vardar Express DOOEL',
    accountType: 'TRANSPORT_COMPANY',
    address: 'Bulevar Srbija 22, 1000 Skopje, MK',
    phone: '+389 2 3112 450',
    language: 'en',
    taxId: 'MK4030012345678',
    company: {
      companyId: '7234519',
      contactPerson: 'Goran Trajkovski',
      website: 'https://vardarexpress.example',
      description: 'Express vans and trucks from Skopje to Thessaloniki, Sofia, Prishtinë and along Corridor X to Beograd and Zagreb.',
    },
  },
];

export interface Transporter {
  user: User;
  company: Company;
  slug: TransporterSlug;
}

export interface People {
  byEmail: Map<string, User>;
  /** Company id by owner user id (business customers and transporters). */
  companyOf: Map<string, string>;
  transporters: Transporter[];
}

export const demoLogins = [...customers, ...transporters].map((p) => ({ email: p.email, accountType: p.accountType }));

export async function seedPeople(db: Db, passwordHash: string, clock: Clock): Promise<People> {
  const all = [...customers, ...transporters];
  const inserted = await db
    .insert(users)
    .values(
      all.map((person, i) => {
        const joined = clock.ago(400 - i * 17);
        const { company: _company, slug: _slug, ...fields } = person;
        return { ...fields, passwordHash, emailConfirmedAt: joined, createdAt: joined, updatedAt: joined };
      }),
    )
    .returning();
  const byEmail = new Map(inserted.map((user) => [user.email, user]));
  const withCompany = all.filter((person) => person.company);
  const companyRows = await db
    .insert(companies)
    .values(
      withCompany.map((person) => {
        const owner = unwrap(byEmail.get(person.email), 'every person was inserted');
        return {
          ownerId: owner.id,
          name: person.name,
          address: person.address,
          phone: person.phone,
          email: person.email,
          ...unwrap(person.company, 'filtered on company'),
          createdAt: owner.createdAt,
          updatedAt: owner.createdAt,
        };
      }),
    )
    .returning();
  const companyOf = new Map(companyRows.map((company) => [company.ownerId, company.id]));
  const companyById = new Map(companyRows.map((company) => [company.id, company]));
  return {
    byEmail,
    companyOf,
    transporters: transporters.map((person) => {
      const user = unwrap(byEmail.get(person.email), 'every transporter was inserted');
      const company = unwrap(companyById.get(companyOf.get(user.id) ?? ''), 'every transporter has a company');
      return { user, company, slug: unwrap(person.slug, 'transporters have a slug') };
    }),
  };
}
