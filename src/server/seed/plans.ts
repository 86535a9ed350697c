/**
 * The demo auctions, one line each: owner, status, route, load, and for awarded work the winning
 * transporter. Ana has one of every status (and an open auction with four offers); Marko has none.
 */
import type { TransportStatus } from '@/lib/constants';
import type { LoadKey } from './loads';

/** Short owner names → emails; transporters by the slug of their email domain. */
export const ownerEmails = {
  ana: 'ana@tovar.example',
  drvoprom: 'nabavka@drvoprom.example',
  jelena: 'jelena@tovar.example',
  ivan: 'ivan@tovar.example',
  amra: 'amra@tovar.example',
  stefan: 'stefan@tovar.example',
  mia: 'mia@tovar.example',
  luka: 'luka@tovar.example',
  elena: 'elena@tovar.example',
  dritan: 'dritan@tovar.example',
  nikola: 'nikola@tovar.example',
  sabina: 'sabina@tovar.example',
  thomas: 'thomas@tovar.example',
} as const;
export type Owner = keyof typeof ownerEmails;
export type TransporterSlug = 'balkancargo' | 'drinatrans' | 'alpenlogistik' | 'vardarexpress';

export interface Plan {
  owner: Owner;
  status: TransportStatus;
  from: string;
  to: string;
  load: LoadKey;
  /** Who won (AWARDED, IN_TRANSIT, DELIVERED). */
  winner?: TransporterSlug;
  /** How many transporters bid; random (0–3) when omitted. */
  bids?: number;
}

type PlanRow = [Owner, TransportStatus, string, string, LoadKey, TransporterSlug?, number?];

const rows: PlanRow[] = [
  ['ana', 'OPEN', 'Sarajevo', 'Beograd', 'flat2', undefined, 4],
  ['ana', 'OPEN', 'Sarajevo', 'Mostar', 'piano'],
  ['ana', 'AWARDED', 'Sarajevo', 'Zagreb', 'appliances', 'balkancargo', 3],
  ['ana', 'IN_TRANSIT', 'Sarajevo', 'Split', 'bikes', 'balkancargo', 2],
  ['ana', 'DELIVERED', 'Sarajevo', 'Wien', 'dog', 'alpenlogistik', 3],
  ['ana', 'DELIVERED', 'Zenica', 'Sarajevo', 'student', 'drinatrans', 2],
  ['ana', 'CANCELLED', 'Sarajevo', 'Podgorica', 'motorbike', undefined, 1],
  ['ana', 'EXPIRED', 'Sarajevo', 'Skopje', 'parcels', undefined, 1],
  ['drvoprom', 'OPEN', 'Zavidovići', 'München', 'timber', undefined, 3],
  ['drvoprom', 'OPEN', 'Zavidovići', 'Graz', 'boards'],
  ['drvoprom', 'AWARDED', 'Zavidovići', 'Milano', 'timber', 'alpenlogistik', 3],
  ['drvoprom', 'IN_TRANSIT', 'Zavidovići', 'Ljubljana', 'boards', 'balkancargo', 2],
  ['drvoprom', 'DELIVERED', 'Zavidovići', 'Wien', 'boards', 'alpenlogistik', 3],
  ['drvoprom', 'DELIVERED', 'Zavidovići', 'Zagreb', 'timber', 'balkancargo', 2],
  ['jelena', 'OPEN', 'Novi Sad', 'Berlin', 'flat2'],
  ['jelena', 'DELIVERED', 'Novi Sad', 'Beograd', 'piano', 'drinatrans', 2],
  ['jelena', 'EXPIRED', 'Novi Sad', 'Subotica', 'engine', undefined, 0],
  ['ivan', 'OPEN', 'Zagreb', 'Split', 'office'],
  ['ivan', 'OPEN', 'Zagreb', 'Rijeka', 'machine'],
  ['ivan', 'DELIVERED', 'Zagreb', 'Osijek', 'appliances', 'balkancargo', 2],
  ['amra', 'OPEN', 'Tuzla', 'Stuttgart', 'house', undefined, 3],
  ['amra', 'AWARDED', 'Tuzla', 'Sarajevo', 'student', 'drinatrans', 2],
  ['stefan', 'OPEN', 'Niš', 'Beograd', 'car'],
  ['stefan', 'IN_TRANSIT', 'Niš', 'Skopje', 'honey', 'vardarexpress', 2],
  ['stefan', 'CANCELLED', 'Niš', 'Sofia', 'bikes', undefined, 0],
  ['mia', 'OPEN', 'Ljubljana', 'Sarajevo', 'engine'],
  ['mia', 'AWARDED', 'Ljubljana', 'Graz', 'bikes', 'alpenlogistik', 1],
  ['luka', 'OPEN', 'Split', 'Zagreb', 'wine'],
  ['luka', 'OPEN', 'Split', 'Mostar', 'motorbike'],
  ['luka', 'EXPIRED', 'Split', 'Dubrovnik', 'parcels', undefined, 2],
  ['elena', 'OPEN', 'Skopje', 'Ohrid', 'flat2'],
  ['elena', 'DELIVERED', 'Bitola', 'Skopje', 'honey', 'vardarexpress', 2],
  ['dritan', 'OPEN', 'Tiranë', 'Prishtinë', 'appliances'],
  ['dritan', 'IN_TRANSIT', 'Durrës', 'Skopje', 'car', 'vardarexpress', 1],
  ['nikola', 'OPEN', 'Podgorica', 'Beograd', 'student'],
  ['nikola', 'DELIVERED', 'Nikšić', 'Podgorica', 'piano', 'vardarexpress', 1],
  ['sabina', 'OPEN', 'Mostar', 'Sarajevo', 'office'],
  ['sabina', 'AWARDED', 'Mostar', 'Dubrovnik', 'wine', 'balkancargo', 2],
  ['thomas', 'OPEN', 'Wien', 'Sarajevo', 'flat2', undefined, 2],
  ['thomas', 'DELIVERED', 'Wien', 'Budapest', 'machine', 'alpenlogistik', 2],
  // So every transporter has a job to start, one in transit and one delivered (issue 10, jobs won).
  ['ivan', 'IN_TRANSIT', 'Zagreb', 'Banja Luka', 'office', 'drinatrans', 2],
  ['thomas', 'IN_TRANSIT', 'Wien', 'Graz', 'appliances', 'alpenlogistik', 2],
  ['elena', 'AWARDED', 'Skopje', 'Bitola', 'student', 'vardarexpress', 2],
];

export const plans: Plan[] = rows.map(([owner, status, from, to, load, winner, bids]) => ({
  owner,
  status,
  from,
  to,
  load,
  ...(winner ? { winner } : {}),
  ...(bids === undefined ? {} : { bids }),
}));
