// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the old API's supervisor must survive and still clean up after.
 * After tst_tmpdir() the first line names the tmpdir, the shared page and
 * the test process.
 *
 *   -s   write result lines for up to 10 s (for `| head -1`)
 *   -w   sleep until killed
 *   -o DIR  write DIR into the shared page wherever the tmpdir's path
 *        is, then end without tst_rmdir()
 */
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include "test.h"
#include "safe_macros.h"

char *TCID = "teardown";
int TST_TOTAL = 1;

static int spam, sleep_flag;
static char *decoy;
static option_t options[] = {
	{ "s", &spam, NULL },
	{ "w", &sleep_flag, NULL },
	{ "o:", NULL, &decoy },
	{ NULL, NULL, NULL },
};

static void overwrite_page(const char *dir)
{
	const char *page = getenv("LTP_IPC_PATH");
	size_t dlen = strlen(dir), n = 0;
	char *map, *p;
	struct stat st;
	int fd;

	if (strlen(decoy) > dlen)
		tst_brkm(TBROK, NULL, "-o DIR must be no longer than %s", dir);
	fd = SAFE_OPEN(NULL, page, O_RDWR);
	SAFE_FSTAT(NULL, fd, &st);
	map = SAFE_MMAP(NULL, NULL, st.st_size, PROT_READ | PROT_WRITE,
			MAP_SHARED, fd, 0);
	while ((p = memmem(map, st.st_size, dir, dlen))) {
		memset(p, 0, dlen);
		memcpy(p, decoy, strlen(decoy));
		n++;
	}
	SAFE_MUNMAP(NULL, map, st.st_size);
	SAFE_CLOSE(NULL, fd);
	tst_resm(TINFO, "wrote %s into the page %zu times", decoy, n);
}

static void lines(void)
{
	struct timespec ts;
	time_t end;
	int i;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	end = ts.tv_sec + 10;
	for (i = 0; ts.tv_sec <= end; i++) {
		tst_resm(TINFO, "line %d", i);
		clock_gettime(CLOCK_MONOTONIC, &ts);
	}
}

int main(int ac, char **av)
{
	char *dir;

	tst_parse_opts(ac, av, options, NULL);
	tst_tmpdir();
	dir = tst_get_tmpdir();
	tst_resm(TINFO, "tmpdir %s page %s pid %d", dir, getenv("LTP_IPC_PATH"),
		 (int)getpid());
	if (spam)
		lines();
	while (sleep_flag)
		pause();
	if (decoy)
		overwrite_page(dir);
	free(dir);
	tst_resm(TPASS, "left the tmpdir to the supervisor");
	tst_exit();
}
