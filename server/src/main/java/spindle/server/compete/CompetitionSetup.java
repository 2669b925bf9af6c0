package spindle.server.compete;

import spindle.match.compete.CompetitionSettings;

/**
 * What an organiser fixed when creating an online competition: everything besides the events that followed.
 *
 * @param id             the competition's id (in its links)
 * @param title          a name to show
 * @param settings       allowance, deposits, shared setup or not, the game variant and the seed of the dice
 * @param maxContenders  how many may join
 * @param organiserHash  the hash of the organiser's secret token, needed to start
 * @param createdMillis  creation time on the competition's clock
 */
record CompetitionSetup(String id, String title, CompetitionSettings settings, int maxContenders,
                               String organiserHash, long createdMillis) {
}
