import type { MessageKey } from '@ganado/shared';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, Kind, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';
import { AppError } from '../../http/app-error';

/**
 * What one gateway request may hold (docs/decisions.md, "Security"). docs/product.md §7's calls
 * each ask one field a level or two deep, so the limits sit just above them: what they refuse is
 * a request doing many things at once, such as 300 aliased sign-ins in one body.
 */
export const GATEWAY_LIMITS = {
  /** Bytes of a request body; the largest legitimate call (userLogin with its fields) is under 1 KB. */
  bodyBytes: 4096,
  /** Aliases in the whole document. */
  aliases: 3,
  /** Levels of fields, fragments flattened; `currentUser { userDetail { id } }` is 3. */
  depth: 5,
} as const;

/** Fields that check a password or write: never aliased, so never repeated within an operation. */
const COSTLY_FIELDS = new Set(['userLogin', 'setNewPassword']);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/** A refusal carrying our message key; the error formatter translates it and answers 400. */
const refusal = (key: MessageKey) => new GraphQLError(key, { originalError: new AppError(400, key) });

/** The fields an operation asks at its root, through its fragments (a fragment cycle is counted once). */
function rootFields(context: ValidationContext, selectionSet: SelectionSetNode, seen = new Set<string>()): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFields(context, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += rootFields(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

/**
 * One operation per document, one root field per operation, no alias on a costly field and,
 * when introspection is off, no `__schema` or `__type`. Reports the first problem only.
 */
function oneThingAtATime(introspection: boolean): ValidationRule {
  return (context) => {
    let refused = false;
    const refuse = (key: MessageKey) => {
      if (!refused) context.reportError(refusal(key));
      refused = true;
    };
    return {
      Document: (document) => {
        if (document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length > 1) refuse('graphql.oneOperation');
      },
      OperationDefinition: (operation) => {
        if (rootFields(context, operation.selectionSet) > 1) refuse('graphql.oneField');
      },
      Field: (field) => {
        if (field.alias && COSTLY_FIELDS.has(field.name.value)) refuse('graphql.aliasedField');
        if (!introspection && INTROSPECTION_FIELDS.has(field.name.value)) refuse('graphql.introspectionOff');
      },
    };
  };
}

/** graphql-armor's alias and depth limits, reporting our refusal instead of their English text. */
const armorOptions = (key: MessageKey) => ({
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null) => context?.reportError(refusal(key))],
});

/** The validation rules of the gateway, run on every document before any resolver. */
export function gatewayLimits({ introspection }: { introspection: boolean }): ValidationRule[] {
  return [
    oneThingAtATime(introspection),
    maxAliasesRule({ n: GATEWAY_LIMITS.aliases, ...armorOptions('graphql.tooManyAliases') }),
    maxDepthRule({ n: GATEWAY_LIMITS.depth, flattenFragments: true, ...armorOptions('graphql.tooDeep') }),
  ];
}
