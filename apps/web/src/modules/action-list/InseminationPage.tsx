export function InseminationPage() { return null; }
