package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The load bar, through the real proxy: {@code spindle bench-server --instances 3 --proxy nginx} plays 200
 * games spread over three servers on one PostgreSQL database for 30 s, with zero errors; the p99 latency is reported,
 * not asserted (the machine's load decides it). Skipped, saying why, without nginx or PostgreSQL.
 */
class ClusterLoadTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void twoHundredGamesOverThreeInstancesBehindNginxForThirtySecondsHaveNoError() throws Exception {
        ClusterRig.assumePostgres();
        Assumptions.assumeTrue(NginxFront.binary() != null,
                "SKIPPED: nginx is not installed (Debian: apt-get install nginx; .ci/run installs it)");
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute("bench-server", "--instances", "3", "--proxy", "nginx", "--db",
                ClusterRig.freshDatabase(), "--games", "200", "--rates", "50", "--seconds-per-step", "30",
                "--warmup", "10", "--json");
        assertThat(exit).as(err.toString()).isZero();
        JsonNode r = JSON.readTree(out.toString());
        JsonNode step = r.get("steps").get(0);
        System.out.printf("ClusterLoadTest: 200 games over 3 instances behind nginx, 30 s at 50 moves/s offered:"
                + " %s moves, achieved %s/s, p50 %s ms, p99 %s ms, max %s ms, errors %s%n", step.get("moves"),
                step.get("achieved"), step.get("p50Ms"), step.get("p99Ms"), step.get("maxMs"), step.get("errors"));
        assertThat(r.get("instances").asInt()).isEqualTo(3);
        assertThat(step.get("errors").asLong()).as("errors: %s", step.get("errorKinds")).isZero();
        assertThat(step.get("unsent").asLong()).as("moves never sent").isZero();
        assertThat(r.get("memory").get("createErrors").asLong()).isZero();
        assertThat(step.get("moves").asLong()).isGreaterThan(500);
    }
}
