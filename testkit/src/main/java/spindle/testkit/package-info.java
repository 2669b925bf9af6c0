/**
 * The conformance suite every game must pass: extend {@link spindle.testkit.ConformanceSuite} in the game's tests.
 * It plays seeded random games of every preset and checks the engine contract at every visited position.
 */
package spindle.testkit;
