import { z } from 'zod';

/**
 * A form schema whose input is exactly what the inputs hold (react-hook-form wants that) and whose
 * checks and output are the API contract's: every refusal keeps the contract's message and field path.
 */
export function checkedBy<Inputs extends z.ZodType, Contract extends z.ZodType>(
  inputs: Inputs,
  contract: Contract,
) {
  return inputs.transform((values, ctx): z.output<Contract> => {
    const parsed = contract.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}
