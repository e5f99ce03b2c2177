#include "test.h"
#include "safe_macros.h"

static int fd = -1;
static char *buf;

static void do_child(void)
{
	int child_fd;
	char c;

	child_fd = SAFE_OPEN(NULL, FNAME, O_RDWR);
	SAFE_READ(NULL, 1, child_fd, &c, 1);
	SAFE_CLOSE(NULL, child_fd);
	exit(0);
}

static void verify_mmap(void)
{
	struct stat st;
	char *p;

	SAFE_FSTAT(cleanup, fd, &st);
	p = SAFE_MMAP(cleanup, NULL, st.st_size, PROT_READ, MAP_SHARED, fd, 0);
	SAFE_MUNMAP(cleanup, p, st.st_size);
	SAFE_LSEEK(cleanup, fd, 0, SEEK_SET);
	SAFE_WRITE(cleanup, 1, fd, buf, PAGE_SIZE);
	SAFE_SETEUID(cleanup, 0);
	SAFE_WAITPID(cleanup, pid, &status, 0);
}

static void new_forms(void)
{
	char *p;

	/* Already new: their arity tells them apart, nothing changes. */
	p = SAFE_MMAP(NULL, PAGE_SIZE, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS,
		      -1, 0);
	SAFE_MUNMAP(p, PAGE_SIZE);
	SAFE_CLOSE(fd);
	SAFE_WRITE(1, fd, buf, PAGE_SIZE);
	SAFE_FREE(buf);
}

static void setup(void)
{
	buf = SAFE_MALLOC(cleanup, PAGE_SIZE);
	fd = SAFE_OPEN(cleanup, FNAME, O_RDWR | O_CREAT, 0644);
	SAFE_FTRUNCATE(cleanup, fd, PAGE_SIZE);
	SAFE_TOUCH(cleanup, "other", 0644, NULL);
}
