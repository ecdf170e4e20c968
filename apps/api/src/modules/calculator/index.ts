/** The calculator's public reads, served from the catalogue snapshot. */
export { calculatorRoutes, ZPairParams } from './calculator.routes.js';
export { createCalculatorService, type TCalculatorService } from './calculator.service.js';
