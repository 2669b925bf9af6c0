/**
 * Spindle's web server: hosts games of every registered game ({@link spindle.engine.Games#all()}) for people in a
 * browser and for programs through a JSON API (docs/api.md).
 *
 * <p>This package is the composition root only: {@link spindle.server.WebServer} builds each feature's module in
 * layer order and connects the lower features' listeners to the higher ones; {@link spindle.server.Stores} groups
 * the features' stores, built from one {@link spindle.server.db.Database} or in memory;
 * {@link spindle.server.ServerConfig} says how the server runs. Each feature is a package with its API, its storage
 * and one public wiring class ({@code <Feature>Module}) side by side; the layers and the rules between them are in
 * docs/architecture.md, and {@code ArchitectureTest} guards them.
 */
package spindle.server;
