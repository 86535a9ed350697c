/** The most calls one batched API request may carry; the server refuses larger batches with 400. */
export const maxBatch = 20;
