/** What the demo customers ship: a title, a description and the items, per kind of load. */
import type { ItemType } from '@/lib/constants';

export interface ItemSeed {
  type: ItemType;
  description: string;
  quantity: number;
  weightKg: number;
  widthCm: number;
  heightCm: number;
  lengthCm: number;
}

export interface LoadSeed {
  title: string;
  description: string;
  items: ItemSeed[];
}

/** [type, description, quantity, kg each, width, height, length (cm)] */
type ItemRow = [ItemType, string, number, number, number, number, number];

const load = (title: string, description: string, rows: ItemRow[]): LoadSeed => ({
  title,
  description,
  items: rows.map(([type, text, quantity, weightKg, widthCm, heightCm, lengthCm]) => ({
    type,
    description: text,
    quantity,
    weightKg,
    widthCm,
    heightCm,
    lengthCm,
  })),
});

export const loads = {
  flat2: load('Moving a 2-room flat', 'Second floor with a lift. Furniture is dismantled, boxes are packed and labelled.', [
    ['OTHER', 'Three-seat sofa', 1, 60, 220, 90, 95],
    ['PARCEL', 'Moving boxes, household goods', 25, 12, 50, 40, 40],
    ['OTHER', 'Double bed frame, dismantled', 1, 70, 200, 30, 160],
    ['OTHER', 'Washing machine', 1, 70, 60, 85, 60],
  ]),
  house: load('Moving a family house', 'Whole house, ground floor and attic. We need two movers for loading.', [
    ['OTHER', 'Furniture, dismantled (wardrobes, beds, tables)', 1, 900, 240, 200, 400],
    ['PARCEL', 'Moving boxes', 60, 14, 50, 40, 40],
    ['OTHER', 'Fridge-freezer', 1, 75, 60, 185, 65],
    ['BICYCLE', 'Bicycles', 3, 15, 60, 100, 175],
  ]),
  student: load('Student move', 'A room in a student dorm: boxes, a desk and a bike.', [
    ['PARCEL', 'Boxes of books and clothes', 10, 15, 50, 40, 40],
    ['OTHER', 'Desk', 1, 30, 120, 75, 60],
    ['BICYCLE', 'City bike', 1, 16, 60, 100, 175],
  ]),
  tiles: load('Euro pallets of ceramic tiles', 'Shrink-wrapped pallets, forklift available at both ends.', [
    ['PALLET', 'Euro pallet, ceramic floor tiles', 8, 780, 80, 100, 120],
  ]),
  timber: load('Full load of beech timber', 'Kiln-dried sawn beech in strapped bundles; side loading with a forklift, CMR required.', [
    ['PALLET', 'Sawn beech timber, strapped bundle', 22, 1000, 120, 100, 240],
  ]),
  boards: load('Pallets of furniture boards', 'Edge-glued beech panels on pallets, keep dry.', [
    ['PALLET', 'Pallet of furniture boards', 12, 650, 80, 150, 120],
  ]),
  car: load('Car transport', 'The car does not start: it has to be winched onto the trailer.', [
    ['VEHICLE', 'Volkswagen Golf VII, non-runner', 1, 1250, 180, 145, 426],
  ]),
  motorbike: load('Motorcycle transport', 'Motorcycle on its wheels, straps available.', [
    ['VEHICLE', 'Yamaha MT-07 motorcycle', 1, 185, 80, 110, 210],
  ]),
  engine: load('Engine and gearbox', 'Used parts for a restoration; the engine is bolted to a pallet.', [
    ['VEHICLE_PART', 'Diesel engine block on a pallet', 1, 240, 80, 90, 120],
    ['VEHICLE_PART', 'Manual gearbox', 1, 60, 50, 50, 70],
  ]),
  bikes: load('Two road bikes', 'Bikes are packed in cardboard bike boxes.', [
    ['BICYCLE', 'Road bike in a bike box', 2, 14, 25, 85, 140],
    ['PARCEL', 'Helmets and spare wheels', 1, 8, 40, 30, 60],
  ]),
  dog: load('Dog relocation', 'A calm 6-year-old Labrador in an IATA crate; water breaks every 3 hours, please.', [
    ['PET', 'Labrador retriever in a transport crate', 1, 45, 70, 76, 100],
  ]),
  piano: load('Upright piano', 'Needs careful handling: three steps at the entrance, no lift.', [
    ['OTHER', 'Upright piano', 1, 230, 150, 130, 65],
  ]),
  office: load('Office furniture', 'Closing a branch office; everything is on the ground floor.', [
    ['OTHER', 'Office desk', 6, 45, 160, 75, 80],
    ['OTHER', 'Office chair', 12, 15, 65, 110, 65],
    ['PARCEL', 'Archive boxes', 40, 10, 40, 30, 35],
  ]),
  appliances: load('Kitchen appliances', 'New appliances in original packaging.', [
    ['OTHER', 'Fridge-freezer, packed', 2, 75, 60, 185, 65],
    ['OTHER', 'Dishwasher, packed', 1, 50, 60, 85, 60],
  ]),
  honey: load('Pallets of honey jars', 'Glass jars: fragile, keep upright, no stacking.', [
    ['PALLET', 'Euro pallet, honey in glass jars', 4, 600, 80, 110, 120],
  ]),
  wine: load('Pallets of wine', 'Bottled wine for a distributor; temperature below 25 °C.', [
    ['PALLET', 'Euro pallet, bottled wine', 10, 750, 80, 140, 120],
  ]),
  parcels: load('A few parcels of books', 'Six boxes, each up to 18 kg.', [['PARCEL', 'Box of books', 6, 18, 40, 30, 30]]),
  machine: load('CNC machine', 'A 3-axis CNC router, crated; crane or forklift needed for loading.', [
    ['OTHER', 'CNC router in a wooden crate', 1, 1800, 180, 190, 320],
    ['PARCEL', 'Tooling and accessories', 3, 25, 60, 40, 80],
  ]),
} satisfies Record<string, LoadSeed>;

export type LoadKey = keyof typeof loads;

/** Loads a business ships (delivery type BUSINESS even for a private customer). */
export const businessLoads: ReadonlySet<LoadKey> = new Set(['tiles', 'timber', 'boards', 'wine', 'honey', 'machine', 'office']);
