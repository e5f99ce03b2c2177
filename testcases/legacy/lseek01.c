/*
 * lseek(2): SEEK_SET, SEEK_CUR and SEEK_END give the expected offsets and
 * the next read() starts there; seeking past the end and writing leaves a
 * hole that reads as zeros; SEEK_DATA and SEEK_HOLE find the data and the
 * hole of that sparse file (where the filesystem supports them). Errors:
 * EINVAL for a bad whence or a negative result, ESPIPE on a pipe, EBADF.
 */
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "lseek01";

#define FSIZE 4096
#define HOLE_END (1024 * 1024)

static int fd = -1;
static int pipefd[2] = { -1, -1 };

static struct test_case_t {
	off_t offset;
	int whence;
	off_t exp;
} tcases[] = {
	{ 100, SEEK_SET, 100 },	       { 50, SEEK_CUR, 150 },
	{ -10, SEEK_CUR, 140 },	       { 0, SEEK_END, FSIZE },
	{ -96, SEEK_END, FSIZE - 96 }, { 0, SEEK_SET, 0 },
};

#define NCASES (sizeof(tcases) / sizeof(tcases[0]))

int TST_TOTAL = NCASES + 6;

static void setup(void);
static void cleanup(void);

static void verify_seek(struct test_case_t *tc)
{
	unsigned char c;

	TEST(lseek(fd, tc->offset, tc->whence));
	if (TEST_RETURN != tc->exp) {
		tst_resm(TFAIL | TTERRNO,
			 "lseek(%lld, %d) returned %ld, "
			 "expected %lld",
			 (long long)tc->offset, tc->whence, TEST_RETURN,
			 (long long)tc->exp);
		return;
	}
	if (tc->exp < FSIZE) {
		SAFE_READ(cleanup, 1, fd, &c, 1);
		SAFE_LSEEK(cleanup, fd, -1, SEEK_CUR);
		if (c != fh_byte(tc->exp, 2)) {
			tst_resm(TFAIL, "byte at %lld is 0x%02x",
				 (long long)tc->exp, c);
			return;
		}
	}
	tst_resm(TPASS, "lseek(%lld, %d) = %lld", (long long)tc->offset,
		 tc->whence, (long long)tc->exp);
}

static void verify_hole(void)
{
	char c = 'x', z = 1;
	off_t data, hole;

	SAFE_LSEEK(cleanup, fd, HOLE_END, SEEK_SET);
	SAFE_WRITE(cleanup, 1, fd, &c, 1);
	if (pread(fd, &z, 1, HOLE_END / 2) != 1 || z != 0)
		tst_resm(TFAIL, "hole does not read as zero");
	else
		tst_resm(TPASS, "a seek past the end left a hole of zeros");

	data = lseek(fd, FSIZE, SEEK_DATA);
	hole = lseek(fd, 0, SEEK_HOLE);
	if (data == -1 && errno == EINVAL) {
		tst_resm(TINFO, "SEEK_DATA/SEEK_HOLE not supported here");
		tst_resm(TPASS, "SEEK_DATA refused with EINVAL");
	} else if (data < FSIZE || data > HOLE_END || hole < FSIZE ||
		   hole > HOLE_END + 1) {
		tst_resm(TFAIL, "SEEK_DATA from %d = %lld, SEEK_HOLE = %lld",
			 FSIZE, (long long)data, (long long)hole);
	} else {
		tst_resm(TPASS, "SEEK_DATA = %lld, SEEK_HOLE = %lld",
			 (long long)data, (long long)hole);
	}
	SAFE_FTRUNCATE(cleanup, fd, FSIZE);
	SAFE_LSEEK(cleanup, fd, 0, SEEK_SET);
}

static void check_errno(const char *what, int exp)
{
	if (TEST_RETURN != -1)
		tst_resm(TFAIL, "%s returned %ld", what, TEST_RETURN);
	else if (TEST_ERRNO != exp)
		tst_resm(TFAIL | TTERRNO, "%s expected %s", what,
			 tst_strerrno(exp));
	else
		tst_resm(TPASS | TTERRNO, "%s failed as expected", what);
}

int main(int ac, char **av)
{
	int lc;
	unsigned int i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		for (i = 0; i < NCASES; i++)
			verify_seek(&tcases[i]);
		verify_hole();
		TEST(lseek(fd, 0, 42));
		check_errno("lseek(fd, 0, 42)", EINVAL);
		TEST(lseek(fd, -1, SEEK_SET));
		check_errno("lseek(fd, -1, SEEK_SET)", EINVAL);
		TEST(lseek(pipefd[0], 0, SEEK_SET));
		check_errno("lseek(pipe)", ESPIPE);
		TEST(lseek(-1, 0, SEEK_SET));
		check_errno("lseek(-1)", EBADF);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	fh_make_file(cleanup, "file", FSIZE, 2);
	fd = SAFE_OPEN(cleanup, "file", O_RDWR);
	SAFE_PIPE(cleanup, pipefd);
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	if (pipefd[0] != -1) {
		close(pipefd[0]);
		close(pipefd[1]);
	}
	tst_rmdir();
}
