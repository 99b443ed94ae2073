// @toufang/delivery/testing: the delivery tables' test kit for the specs of the media libraries (render a
// delivery page as the shell does, against a small fake delivery server). Only specs and test kits import
// it (eslint.config.mjs).
export { deliveryRow, metricsOf, renderDeliveryPage, serveDelivery, testUser, type DeliveryServerOptions } from './lib/testing/delivery-test-kit';
