/**
 * A transporter's bid on one load, shown in the load's detail panel (issue 10). The load search
 * mounts it with the load's id; the bids branch fills it in (place, update, withdraw, standing).
 */
export interface BidPanelProps {
  transportId: string;
  /** Called after the bid changed, so the panel around it can refresh the load's counts. */
  onChange?: () => void;
}

export function BidPanel({ transportId }: BidPanelProps) {
  return <section aria-label="bid" data-transport-id={transportId} hidden />;
}
