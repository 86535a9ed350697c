import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import type { FleetVehicle } from './types';

/** How a vehicle's numbers read in the interface language: "1,300 kg", "430 × 178 × 194 cm", "14.85 m³". */
export function useVehicleTexts() {
  const { t } = useTranslation('fleet');
  const format = useFormat();
  return {
    capacity: (vehicle: FleetVehicle) => t('capacity', { kg: format.number(vehicle.capacityKg) }),
    cargoSpace: (vehicle: FleetVehicle) =>
      t('cargoSpace', {
        length: format.number(vehicle.cargoLengthCm),
        width: format.number(vehicle.cargoWidthCm),
        height: format.number(vehicle.cargoHeightCm),
      }),
    volume: (vehicle: FleetVehicle) => t('volume', { volume: format.number(vehicle.capacityM3, { maximumFractionDigits: 2 }) }),
  };
}
