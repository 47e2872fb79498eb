/**
 * For an endpoint name (the operationId), the toast text for its failure, built from the error;
 * return null when the page shows the failure itself (a banner, an inline message).
 */
export type EndpointErrorMessages = Record<string, (error: unknown) => string | null>;
