/**
 * What codegen reads from the server: the gen-model answers, typed by the server's own route
 * schemas (common/wire/gen-model.ts). Types only: codegen consumes the wire format over HTTP,
 * not the server's code.
 */
import type { GenModel, ModelSummary } from '../common/wire/gen-model.ts';

export type { GenModel, GenModelAnswer, GenModelOption, GenModelRelation, GenModelTab, ModelListAnswer, ModelSummary } from '../common/wire/gen-model.ts';

/** Everything one codegen run reads from the server. */
export interface PulledMetadata {
  models: ModelSummary[];
  details: GenModel[];
}
