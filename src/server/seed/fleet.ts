/**
 * Each transporter's vehicles with real body sizes, one in the workshop and one without a tracker per
 * company, and the last two hours of every tracker. (Vehicles on a job in transit: the bids seed.)
 */
import { sql } from 'drizzle-orm';
import type { VehicleType } from '@/lib/constants';
import { unwrap } from '@/lib/utils';
import { carriedItemTypes, cargoVolumeM3 } from '@/lib/vehicle-fit';
import type { Db } from '../db/client';
import { positions, vehicles } from '../db/schema';
import { demoTrackerId } from './demo-tracker-ids';
import { place } from './geo';
import type { Transporter } from './people';
import type { TransporterSlug } from './plans';
import type { Clock, Random } from './random';
import { driveTrack, parkedTrack } from './tracks';

/** Set on the few vehicles that differ: in the workshop, or without a tracker (then it has no positions). */
interface Extra {
  status?: 'MAINTENANCE';
  tracker?: false;
}
/** [name, plate, type, capacity kg, cargo space L × W × H cm (real inside body sizes), route "From>To" or a yard "@Place", extra] */
type VehicleRow = [string, string, VehicleType, number, [number, number, number], string, Extra?];

const fleets: Record<TransporterSlug, VehicleRow[]> = {
  balkancargo: [
    ['Mercedes-Benz Sprinter 316', 'E21-K-418', 'VAN', 1300, [430, 178, 194], 'Sarajevo>Mostar'],
    ['Iveco Daily 70C', 'A47-T-902', 'BOX_TRUCK', 3500, [520, 220, 220], 'Tuzla>Beograd'],
    ['MAN TGL 12.250', 'K13-M-655', 'BOX_TRUCK', 5500, [720, 248, 250], 'Zenica>Banja Luka', { tracker: false }],
    ['Volvo FH 500 + Krone Profi Liner', 'J08-O-271', 'CURTAIN_SIDER', 24000, [1360, 248, 270], 'Sarajevo>Zagreb'],
    ['Scania R450 reefer', 'T36-E-514', 'REFRIGERATED', 20000, [1330, 246, 260], 'Mostar>Split'],
    ['Renault Master', 'M52-A-309', 'VAN', 1100, [370, 176, 189], '@Sarajevo', { status: 'MAINTENANCE' }],
  ],
  drinatrans: [
    ['Ford Transit 350L', 'E64-J-127', 'VAN', 1200, [372, 178, 186], 'Zvornik>Beograd'],
    ['DAF LF 230', 'O19-K-830', 'BOX_TRUCK', 6000, [730, 248, 245], 'Bijeljina>Novi Sad'],
    ['Mercedes-Benz Atego 1224 car transporter', 'K77-T-046', 'CAR_CARRIER', 5000, [950, 250, 200], 'Zvornik>Sarajevo'],
    ['MAN TGS 26.440', 'A05-M-593', 'FLATBED', 12000, [950, 248, 260], 'Loznica>Šabac'],
    ['Iveco Daily 50C livestock', 'J31-E-448', 'ANIMAL_TRANSPORT', 2000, [450, 210, 190], 'Bijeljina>Tuzla', { tracker: false }],
    ['Iveco Daily 35S', 'T88-O-712', 'VAN', 1000, [360, 176, 172], '@Zvornik', { status: 'MAINTENANCE' }],
  ],
  alpenlogistik: [
    ['Mercedes-Benz Actros 1845 + Schmitz Cargobull', 'G 4821 K', 'CURTAIN_SIDER', 24000, [1360, 248, 270], 'Graz>Wien'],
    ['Volvo FH 460 reefer', 'G 1907 AL', 'REFRIGERATED', 21000, [1340, 246, 260], 'Graz>München'],
    ['MAN TGX 18.510 + Lohr car transporter', 'GU 318 BT', 'CAR_CARRIER', 16000, [1800, 250, 200], 'Graz>Ljubljana'],
    ['Scania G410', 'G 5530 R', 'FLATBED', 11000, [720, 248, 260], 'Linz>Salzburg'],
    ['MAN TGL 8.190', 'GU 604 KX', 'BOX_TRUCK', 3200, [620, 240, 230], 'Graz>Zagreb', { status: 'MAINTENANCE' }],
    ['VW Crafter 35', 'G 2214 M', 'VAN', 1250, [430, 183, 179], 'Villach>Udine'],
    ['DAF XF 480 + Kögel Mega', 'G 72 LOG', 'CURTAIN_SIDER', 25000, [1362, 248, 300], '@Graz', { tracker: false }],
    ['Mercedes-Benz Sprinter animal transporter', 'G 3310 TT', 'ANIMAL_TRANSPORT', 1500, [430, 178, 194], 'Wien>Graz'],
  ],
  vardarexpress: [
    ['Mercedes-Benz Sprinter 519', 'SK 4418 AV', 'VAN', 1500, [430, 178, 194], 'Skopje>Thessaloníki'],
    ['Iveco Eurocargo 120E25', 'SK 7702 BD', 'BOX_TRUCK', 6500, [720, 245, 245], 'Skopje>Sofia'],
    ['Renault T 480 + Schwarzmüller', 'SK 1290 AT', 'CURTAIN_SIDER', 24000, [1360, 248, 270], 'Skopje>Prishtinë'],
    ['Fiat Ducato Maxi', 'SK 5063 BK', 'VAN', 1100, [407, 187, 193], '@Bitola', { tracker: false, status: 'MAINTENANCE' }],
    // The company's one vehicle for cars: on the road with the car from Durrës.
    ['Volvo FM 330', 'SK 3381 AN', 'FLATBED', 10000, [740, 248, 260], 'Durrës>Skopje'],
  ],
};

const batchSize = 1000;

/** Every demo vehicle with a tracker, its route ("From>To") or yard ("@Place"), and whether it is in the workshop (scripts/simulate-fleet). */
export function demoTrackers(): { trackerId: string; route: string; inWorkshop: boolean }[] {
  return Object.entries(fleets).flatMap(([slug, rows]) =>
    rows.flatMap(([, , , , , route, extra = {}], i) =>
      extra.tracker === false ? [] : [{ trackerId: demoTrackerId(slug, i), route, inWorkshop: extra.status === 'MAINTENANCE' }],
    ),
  );
}

export async function seedFleet(db: Db, transporters: Transporter[], random: Random, clock: Clock): Promise<void> {
  const plannedTracks: { trackerId: string; route: string }[] = [];
  const vehicleRows = transporters.flatMap((transporter) =>
    fleets[transporter.slug].map(([name, plate, type, capacityKg, [cargoLengthCm, cargoWidthCm, cargoHeightCm], route, extra = {}], i) => {
      const trackerId = extra.tracker === false ? null : demoTrackerId(transporter.slug, i);
      if (trackerId) plannedTracks.push({ trackerId, route });
      const since = clock.ago(random.int(30, 700));
      const space = { cargoLengthCm, cargoWidthCm, cargoHeightCm };
      return {
        companyId: transporter.company.id,
        name,
        plate,
        type,
        status: extra.status ?? ('AVAILABLE' as const),
        capacityKg,
        capacityM3: cargoVolumeM3(space),
        ...space,
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
  await db.execute(sql`
    insert into latest_positions (vehicle_id, position_id, recorded_at, lat, lon, speed_kmh, heading)
    select distinct on (vehicle_id) vehicle_id, id, recorded_at, lat, lon, speed_kmh, heading
    from positions order by vehicle_id, recorded_at desc`);
}
