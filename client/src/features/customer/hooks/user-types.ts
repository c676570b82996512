/** The generated user enums the REST user mapping needs (a feature reaches generated/ only through its hooks/). */
export type { PlanStatus, Role } from '../../../generated/graphql';
