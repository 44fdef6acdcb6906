// Every API endpoint, by area: the source of the OpenAPI document and the /api reference page.
import type { Endpoint } from './endpoint.ts'

export const apiAreas: { area: string; endpoints: Record<string, Endpoint> }[] = []
