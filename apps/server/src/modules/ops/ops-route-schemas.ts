/** Every ops route is listed under one OpenAPI tag. */
export const OPS_TAGS = ['ops'];
