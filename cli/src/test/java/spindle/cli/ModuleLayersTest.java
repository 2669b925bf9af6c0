package spindle.cli;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The modules' order (docs/architecture.md): engine, then the games and the AI, then match, the server and the
 * command line, each depending only on those before it. Maven's module dependencies allow a little more than this
 * (a test-scope dependency, a module that need not be used), so the order is checked on the classes themselves.
 */
class ModuleLayersTest {
    private static final JavaClasses SPINDLE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("spindle");

    @Test
    void modulesDependOnlyOnTheOnesBeforeThem() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("engine").definedBy("spindle.engine..")
                .layer("games").definedBy("spindle.games..")
                .layer("ai").definedBy("spindle.ai..")
                .layer("match").definedBy("spindle.match..")
                .layer("server").definedBy("spindle.server..")
                .layer("cli").definedBy("spindle.cli..")
                .whereLayer("cli").mayNotBeAccessedByAnyLayer()
                .whereLayer("server").mayOnlyBeAccessedByLayers("cli")
                .whereLayer("match").mayOnlyBeAccessedByLayers("server", "cli")
                .whereLayer("ai").mayOnlyBeAccessedByLayers("match", "server", "cli")
                .whereLayer("games").mayOnlyBeAccessedByLayers("ai", "match", "server", "cli")
                .whereLayer("engine").mayOnlyBeAccessedByLayers("games", "ai", "match", "server", "cli")
                .check(SPINDLE);
    }
}
