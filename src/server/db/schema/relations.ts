import { relations } from 'drizzle-orm';
import { users } from './users';
import { companies, companyDocuments } from './companies';
import { bids, transportItems, transports } from './transports';
import { reviews } from './reviews';
import { latestPositions, positions, vehicles } from './fleet';

export const usersRelations = relations(users, ({ one, many }) => ({
  company: one(companies, { fields: [users.id], references: [companies.ownerId] }),
  transports: many(transports),
  bids: many(bids),
}));

export const companiesRelations = relations(companies, ({ one, many }) => ({
  owner: one(users, { fields: [companies.ownerId], references: [users.id] }),
  documents: many(companyDocuments),
  vehicles: many(vehicles),
}));

export const companyDocumentsRelations = relations(companyDocuments, ({ one }) => ({
  company: one(companies, { fields: [companyDocuments.companyId], references: [companies.id] }),
}));

export const transportsRelations = relations(transports, ({ one, many }) => ({
  owner: one(users, { fields: [transports.ownerId], references: [users.id] }),
  items: many(transportItems),
  bids: many(bids),
}));

export const transportItemsRelations = relations(transportItems, ({ one }) => ({
  transport: one(transports, { fields: [transportItems.transportId], references: [transports.id] }),
}));

export const bidsRelations = relations(bids, ({ one }) => ({
  transport: one(transports, { fields: [bids.transportId], references: [transports.id] }),
  transporter: one(users, { fields: [bids.transporterId], references: [users.id] }),
  company: one(companies, { fields: [bids.companyId], references: [companies.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  author: one(users, { fields: [reviews.authorId], references: [users.id] }),
}));

export const vehiclesRelations = relations(vehicles, ({ one, many }) => ({
  company: one(companies, { fields: [vehicles.companyId], references: [companies.id] }),
  positions: many(positions),
  latestPosition: one(latestPositions, { fields: [vehicles.id], references: [latestPositions.vehicleId] }),
}));

export const positionsRelations = relations(positions, ({ one }) => ({
  vehicle: one(vehicles, { fields: [positions.vehicleId], references: [vehicles.id] }),
}));
