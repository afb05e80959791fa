import { Type } from 'typebox';

/**
 * GET {mapping}/list: the parent in `filters` ({"role_id": 3}), search, page and limit, each
 * checked by the route; the switch filter is `filters.value_mapping`.
 */
export const MappingListQuery = Type.Object({
  filters: Type.Optional(Type.Unknown()),
  search: Type.Optional(Type.Unknown()),
  page: Type.Optional(Type.Unknown()),
  limit: Type.Optional(Type.Unknown()),
});

/** A target row: its id, the mapping's columns, and value_mapping 1 when linked to the parent. */
export const MappingRow = Type.Object({ id: Type.Integer(), value_mapping: Type.Integer() }, { additionalProperties: true });

/** The list's answer (spec §7 "Mapping list"): the page of rows sits one level down. */
export const MappingListAnswer = Type.Object({
  data: Type.Array(Type.Object({ data: Type.Array(MappingRow), total: Type.Integer(), totalPage: Type.Integer() })),
});

/** PUT {mapping}/update: the parent's and the target's keys and value_mapping (1 links, anything else unlinks). */
export const MappingUpdateBody = Type.Record(Type.String(), Type.Unknown());
export const MappingUpdateAnswer = Type.Object({ message: Type.String(), data: Type.Record(Type.String(), Type.Integer()) });
