/** Each transporter's vehicles, and the last two hours of every vehicle's tracker. */
import type { VehicleType } from '@/lib/constants';
import { unwrap } from '@/lib/utils';
import { carriedItemTypes } from '@/lib/vehicle-fit';
import type { Db } from '../client';
import { positions, vehicles } from '../schema';
import { place } from './geo';
import type { Transporter } from './people';
import type { TransporterSlug } from './plans';
import type { Clock, Random } from './random';
import { driveTrack, parkedTrack } from './tracks';

/** [name, plate, type, capacity kg, capacity m³, route "From>To" or a yard "@Place"] */
type VehicleRow = [string, string, VehicleType, number, number, string];

const fleets: Record<TransporterSlug, VehicleRow[]> = {
  balkancargo: [
    ['Mercedes-Benz Sprinter 316', 'E21-K-418', 'VAN', 1300, 14, 'Sarajevo>Mostar'],
    ['Iveco Daily 70C', 'A47-T-902', 'BOX_TRUCK', 3500, 22, 'Tuzla>Beograd'],
    ['MAN TGL 12.250', 'K13-M-655', 'BOX_TRUCK', 5500, 38, 'Zenica>Banja Luka'],
    ['Volvo FH 500 + Krone Profi Liner', 'J08-O-271', 'CURTAIN_SIDER', 24000, 90, 'Sarajevo>Zagreb'],
    ['Scania R450 reefer', 'T36-E-514', 'REFRIGERATED', 20000, 80, 'Mostar>Split'],
    ['Renault Master', 'M52-A-309', 'VAN', 1100, 12, '@Sarajevo'],
  ],
  drinatrans: [
    ['Ford Transit 350L', 'E64-J-127', 'VAN', 1200, 13, 'Zvornik>Beograd'],
    ['DAF LF 230', 'O19-K-830', 'BOX_TRUCK', 6000, 40, 'Bijeljina>Novi Sad'],
    ['Mercedes-Benz Atego 1224 car transporter', 'K77-T-046', 'CAR_CARRIER', 5000, 60, 'Zvornik>Sarajevo'],
    ['MAN TGS 26.440', 'A05-M-593', 'FLATBED', 12000, 55, 'Loznica>Šabac'],
    ['Iveco Daily 35S', 'T88-O-712', 'VAN', 1000, 12, '@Zvornik'],
  ],
  alpenlogistik: [
    ['Mercedes-Benz Actros 1845 + Schmitz Cargobull', 'G 4821 K', 'CURTAIN_SIDER', 24000, 90, 'Graz>Wien'],
    ['Volvo FH 460 reefer', 'G 1907 AL', 'REFRIGERATED', 21000, 82, 'Graz>München'],
    ['MAN TGX 18.510 + Lohr car transporter', 'GU 318 BT', 'CAR_CARRIER', 16000, 95, 'Graz>Ljubljana'],
    ['Scania G410', 'G 5530 R', 'FLATBED', 11000, 52, 'Linz>Salzburg'],
    ['MAN TGL 8.190', 'GU 604 KX', 'BOX_TRUCK', 3200, 30, 'Graz>Zagreb'],
    ['VW Crafter 35', 'G 2214 M', 'VAN', 1250, 14, 'Villach>Udine'],
    ['DAF XF 480 + Kögel Mega', 'G 72 LOG', 'CURTAIN_SIDER', 25000, 100, '@Graz'],
    ['Mercedes-Benz Sprinter animal transporter', 'G 3310 TT', 'ANIMAL_TRANSPORT', 1500, 12, 'Wien>Graz'],
  ],
  vardarexpress: [
    ['Mercedes-Benz Sprinter 519', 'SK 4418 AV', 'VAN', 1500, 15, 'Skopje>Thessaloníki'],
    ['Iveco Eurocargo 120E25', 'SK 7702 BD', 'BOX_TRUCK', 6500, 42, 'Skopje>Sofia'],
    ['Renault T 480 + Schwarzmüller', 'SK 1290 AT', 'CURTAIN_SIDER', 24000, 88, 'Skopje>Prishtinë'],
    ['Fiat Ducato Maxi', 'SK 5063 BK', 'VAN', 1100, 13, 'Bitola>Skopje'],
    ['Volvo FM 330', 'SK 3381 AN', 'FLATBED', 10000, 50, '@Skopje'],
  ],
};

const batchSize = 1000;

/** A typical body for the volume: height by kind, a floor three times as long as wide. */
function cargoSpace(type: VehicleType, capacityM3: number) {
  const cargoHeightCm = type === 'VAN' ? 180 : type === 'CAR_CARRIER' || type === 'FLATBED' ? 200 : 250;
  const cargoWidthCm = Math.round(Math.sqrt((capacityM3 * 1e6) / cargoHeightCm / 3));
  return { cargoLengthCm: cargoWidthCm * 3, cargoWidthCm, cargoHeightCm };
}

export async function seedFleet(db: Db, transporters: Transporter[], random: Random, clock: Clock): Promise<void> {
  const plannedTracks: { trackerId: string; route: string }[] = [];
  const vehicleRows = transporters.flatMap((transporter) =>
    fleets[transporter.slug].map(([name, plate, type, capacityKg, capacityM3, route], i) => {
      const trackerId = `trk-${transporter.slug}-${String(i + 1).padStart(2, '0')}`;
      plannedTracks.push({ trackerId, route });
      const since = clock.ago(random.int(30, 700));
      return {
        companyId: transporter.company.id,
        name,
        plate,
        type,
        capacityKg,
        capacityM3,
        ...cargoSpace(type, capacityM3),
        carries: [...carriedItemTypes[type]],
        trackerId,
        createdAt: since,
        updatedAt: since,
      };
    }),
  );
  const inserted = await db.insert(vehicles).values(vehicleRows).returning({ id: vehicles.id, trackerId: vehicles.trackerId });
  const idOf = new Map(inserted.map((v) => [v.trackerId, v.id]));

  // The newest position is a few seconds to a minute old, as if the trackers were live.
  const end = new Date(clock.now.getTime() - random.int(5, 60) * 1000);
  const rows = plannedTracks.flatMap(({ trackerId, route }) => {
    const vehicleId = unwrap(idOf.get(trackerId), 'every vehicle was inserted');
    const [from = '', to = ''] = route.replace('@', '').split('>');
    const track = route.startsWith('@') ? parkedTrack(random, place(from), end) : driveTrack(random, place(from), place(to), end);
    return track.map((point) => ({ vehicleId, ...point }));
  });
  for (let i = 0; i < rows.length; i += batchSize) {
    await db.insert(positions).values(rows.slice(i, i + batchSize));
  }
}
