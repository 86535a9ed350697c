import { EndFields } from './EndFields';

/** Step 1: where and when the load is picked up and delivered. */
export function LocationsStep() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <EndFields end="loading" />
      <EndFields end="delivery" />
    </div>
  );
}
