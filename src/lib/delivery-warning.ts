/**
 * Recording a delivery while the job's vehicle was last seen far from the delivery address: not a
 * refusal (the receiver's code is the proof, and a tracker may lag), a warning in the transporter's
 * form, so a delivery is not recorded on the wrong job or before the hand-over. Pure, shared by the
 * job's island and its unit test.
 */
export const deliveryFarKm = 5;

/** The km to show in the warning, rounded; null when the vehicle is near or its distance unknown. */
export function deliveryWarningKm(deliveryKm: number | null): number | null {
  return deliveryKm !== null && deliveryKm > deliveryFarKm ? Math.round(deliveryKm) : null;
}
